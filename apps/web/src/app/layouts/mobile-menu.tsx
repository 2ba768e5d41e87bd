import { Drawer, Text } from '@mantine/core';
import { Sidebar } from './Sidebar';

/** The phone's full menu over the page, in its own chunk: a desktop never loads the Drawer (decision 0105). */
export default function MobileMenu({ opened, onClose, width }: { opened: boolean; onClose: () => void; width: number }) {
  return (
    <Drawer opened={opened} onClose={onClose} size={width} padding={0} title={<Text fw={700}>Menu</Text>} styles={{ header: { paddingInline: 16 } }}>
      <Sidebar collapsed={false} onExpand={() => undefined} onNavigate={onClose} />
    </Drawer>
  );
}
