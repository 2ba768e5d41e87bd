import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { UPLOAD_MSG } from '@backoffice/contract/constants';
import { notifyFailure } from '../../lib/notify';
import { UploadError, uploadImage } from '../../lib/uploads';

async function send(file: File): Promise<string | null> {
  try {
    return await uploadImage(file);
  } catch (error) {
    notifyFailure(error instanceof UploadError ? error.message : UPLOAD_MSG.failed);
    return null;
  }
}

/** The upload's button stands for the field when it is in error: the form's error summary lists it and focuses it. */
const fieldError = (label: string, error: string | undefined) => (error ? { 'data-field-error': true, 'data-field-label': label } : {});

export type ImageUploadProps = {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  description?: string;
};

/** One image: preview, 'Enviar imagem' (refuses non-images before sending, §5), remove. */
export function ImageUpload({ label, value, onChange, error, description }: ImageUploadProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Input.Wrapper label={label} error={error} description={description}>
      <Group align="flex-start" mt={4}>
        <Paper withBorder radius="md" w={160} h={110} style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
          {value ? <Image src={value} alt={`Prévia: ${label}`} w={160} h={110} fit="cover" /> : <Text size="xs" c="dimmed">Sem imagem</Text>}
        </Paper>
        <Stack gap="xs">
          <FileButton
            accept="image/*"
            onChange={async (file) => {
              if (!file) return;
              setBusy(true);
              const url = await send(file);
              setBusy(false);
              if (url) onChange(url);
            }}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp size={14} />} loading={busy} aria-label={`Enviar imagem: ${label}`} {...fieldError(label, error)}>
                Enviar imagem
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onChange(null)}>
              Remover
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

export type ImageListUploadProps = { label: string; value: string[]; onChange: (urls: string[]) => void; error?: string; max?: number };

/** Several images (galleries): previews with remove, and 'Adicionar imagens'. */
export function ImageListUpload({ label, value, onChange, error, max = 30 }: ImageListUploadProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Input.Wrapper label={label} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} mt={4}>
        {value.map((url, i) => (
          <Paper key={`${url}-${i}`} withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
            <Image src={url} alt={`${label} ${i + 1}`} h={100} fit="cover" />
            <ActionIcon
              pos="absolute"
              top={4}
              right={4}
              color="red"
              variant="filled"
              size="sm"
              aria-label={`Remover imagem ${i + 1} de ${label}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconTrash size={12} />
            </ActionIcon>
          </Paper>
        ))}
      </SimpleGrid>
      {value.length < max && (
        <FileButton
          accept="image/*"
          multiple
          onChange={async (files) => {
            if (!files.length) return;
            setBusy(true);
            const urls: string[] = [];
            for (const file of files.slice(0, max - value.length)) {
              const url = await send(file);
              if (url) urls.push(url);
            }
            setBusy(false);
            if (urls.length) onChange([...value, ...urls]);
          }}
        >
          {(props) => (
            <Button {...props} mt="xs" variant="default" size="xs" leftSection={<IconPhotoUp size={14} />} loading={busy} aria-label={`Adicionar imagens: ${label}`} {...fieldError(label, error)}>
              Adicionar imagens
            </Button>
          )}
        </FileButton>
      )}
    </Input.Wrapper>
  );
}
