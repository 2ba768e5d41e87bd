import { ActionIcon, Group, Input, Paper, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers, IconUnderline } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

const COMMANDS = [
  { cmd: 'bold', label: 'Negrito', icon: IconBold },
  { cmd: 'italic', label: 'Itálico', icon: IconItalic },
  { cmd: 'underline', label: 'Sublinhado', icon: IconUnderline },
  { cmd: 'insertUnorderedList', label: 'Lista', icon: IconList },
  { cmd: 'insertOrderedList', label: 'Lista numerada', icon: IconListNumbers },
] as const;

/**
 * A small rich-text field (bold, italic, underline, lists, links) that edits HTML. The server sanitises what is saved
 * (allow-list), so pasted markup is cleaned there.
 */
export function RichTextInput({ label, value, onChange, error }: { label: string; value: string | null | undefined; onChange: (html: string) => void; error?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== (value ?? '')) ref.current.innerHTML = value ?? '';
  }, [value]);
  const run = (cmd: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(cmd, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Paper withBorder radius="sm" mt={4}>
        <Group gap={2} p={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          {COMMANDS.map(({ cmd, label: l, icon: Icon }) => (
            <Tooltip key={cmd} label={l}>
              <ActionIcon variant="subtle" color="gray" aria-label={l} onMouseDown={(e) => e.preventDefault()} onClick={() => run(cmd)}>
                <Icon size={16} />
              </ActionIcon>
            </Tooltip>
          ))}
          <Tooltip label="Link">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Link"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                const url = window.prompt('Endereço do link (https://...)');
                if (url && /^(https?:\/\/|mailto:)/i.test(url)) run('createLink', url);
              }}
            >
              <IconLink size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <div
          ref={ref}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          contentEditable
          suppressContentEditableWarning
          style={{ minHeight: 120, padding: 12, outline: 'none' }}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
        />
      </Paper>
    </Input.Wrapper>
  );
}
