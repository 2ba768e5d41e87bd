import { TEAM_MSG, teamBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createTeam, teams } from './api/customers';
import { TeamForm, emptyTeam } from './components/TeamForm';

/** /teams/new */
export default function TeamNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: teamBody,
    defaultValues: emptyTeam,
    submit: (body) => createTeam(body),
    successMessage: TEAM_MSG.created,
    invalidate: [teams.keys.all],
    onSuccess: (t) => navigate(`/teams/${t.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar equipe" backTo="/teams/list" />
      <TeamForm form={form} cancelTo="/teams/list" />
    </Stack>
  );
}
