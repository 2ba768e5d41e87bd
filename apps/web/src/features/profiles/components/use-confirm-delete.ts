import { confirmAction } from '../../../lib/confirm';
import { useDeleteProfile } from '../api/profiles';

/** Confirms ('Sim, deletar') and deletes a profile; resolves true when deleted. */
export function useConfirmDeleteProfile() {
  const mutation = useDeleteProfile();
  return async (profile: { id: number; name: string; users_count?: number }) => {
    const inUse = profile.users_count ? ` Ele está atribuído a ${profile.users_count} usuário(s).` : '';
    const ok = await confirmAction({ kind: 'delete', title: 'Excluir perfil', message: `Deseja excluir o perfil ${profile.name}?${inUse}` });
    if (!ok) return false;
    try {
      await mutation.mutateAsync(profile.id);
      return true;
    } catch {
      return false;
    }
  };
}
