import { TOURNAMENT_MSG, toTournamentBody, tournamentBody, type Tournament } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { tournaments, updateTournament } from './api/tournaments';
import { TournamentForm, emptyTournament } from './components/TournamentForm';

/** The saved tournament as form values (the form's schema has no lock_version: the page sends the one it read). */
function toValues(t: Tournament) {
  const { lock_version: _lockVersion, ...values } = toTournamentBody(t);
  return values;
}

/** /tournaments/{id}/edit — §2: after editing go to its show page. */
export default function TournamentEditPage() {
  const edit = useEditForm({ resource: tournaments, schema: tournamentBody, defaultValues: emptyTournament, toValues, update: updateTournament, successMessage: TOURNAMENT_MSG.edited });
  return (
    <EditPageFrame title="Editar torneio" edit={edit}>
      <TournamentForm form={edit.form} cancelTo={edit.showTo} saved={edit.record.data} />
    </EditPageFrame>
  );
}
