import { TOURNAMENT_MSG, tournamentBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createTournament, tournaments } from './api/tournaments';
import { TournamentForm, emptyTournament } from './components/TournamentForm';

/** /tournaments/new — after saving ('Salvar' or 'Salvar e Sair') go to the tournament's show page (§2). */
export default function TournamentNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: tournamentBody,
    defaultValues: emptyTournament,
    submit: (body) => createTournament(body),
    successMessage: TOURNAMENT_MSG.created,
    invalidate: [tournaments.keys.all],
    onSuccess: (t) => navigate(`/tournaments/${t.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar torneio" backTo="/tournaments/list" />
      <TournamentForm form={form} cancelTo="/tournaments/list" />
    </Stack>
  );
}
