import { ExtrasList } from './ExtrasListPage';

/** /extras/delete_list */
export default function ExtrasDeletedPage() {
  return <ExtrasList deleted />;
}
