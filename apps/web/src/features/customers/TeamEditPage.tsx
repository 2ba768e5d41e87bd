import { TEAM_MSG, teamBody, toTeamBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { teams, updateTeam } from './api/customers';
import { TeamForm, emptyTeam } from './components/TeamForm';

/** /teams/{id}/edit */
export default function TeamEditPage() {
  const edit = useEditForm({ resource: teams, schema: teamBody, defaultValues: emptyTeam, toValues: toTeamBody, update: updateTeam, successMessage: TEAM_MSG.edited });
  return (
    <EditPageFrame title="Editar equipe" edit={edit}>
      <TeamForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
