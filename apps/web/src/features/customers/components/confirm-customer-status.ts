import { confirmAction } from '../../../lib/confirm';

/** The confirm before enabling or disabling a customer's account, the same from the list and from the customer's page. */
export function confirmCustomerStatus(name: string, action: 'enable' | 'disable'): Promise<boolean> {
  return confirmAction({ kind: action, title: action === 'enable' ? 'Ativar usuário' : 'Desativar usuário', message: `Deseja ${action === 'enable' ? 'ativar' : 'desativar'} ${name}?` });
}
