import { BANNER_IMAGE, type bannerBody } from '@backoffice/contract';
import { AspectRatio, Image, Input, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, ImageField, StatusField, type ApiForm } from '../../../components/form';
import { DateInput } from '../../../components/inputs';
import type { EventOption } from '../api/marketing';
import { EventSelect } from '../components/EventSelect';

export type BannerFormValues = z.input<typeof bannerBody>;
export const emptyBanner: BannerFormValues = { title: '', image_url: null, link_url: '', event_id: null, position: 1, status: 'enabled', starts_on: null, ends_on: null };

/** How the image looks in the app's home carousel (3:1, cropped to fill). */
function CarouselPreview({ src }: { src: string | null | undefined }) {
  return (
    <Input.Wrapper label="Prévia no aplicativo" description={`Recorte ${BANNER_IMAGE.ratio}:1, como o carrossel da home mostra`}>
      <Paper withBorder radius="md" mt={4} maw={480} style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={BANNER_IMAGE.ratio}>
          {src ? (
            <Image src={src} alt="Prévia do banner no aplicativo" fit="cover" />
          ) : (
            <Text size="sm" c="dimmed" ta="center" style={{ display: 'grid', placeItems: 'center' }}>
              Envie uma imagem para ver a prévia
            </Text>
          )}
        </AspectRatio>
      </Paper>
    </Input.Wrapper>
  );
}

/** Fields of the banner form (new and edit): image, title, link or event, position, display period, status. */
export function BannerForm({ form, cancelTo, knownEvent = null }: { form: ApiForm<typeof bannerBody>; cancelTo: string; knownEvent?: EventOption | null }) {
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'image_url' });
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ImageField
              control={form.control}
              name="image_url"
              label="Imagem"
              description={`Tamanho recomendado: ${BANNER_IMAGE.width} × ${BANNER_IMAGE.height} px (JPG, PNG ou WebP, até 10 MB)`}
            />
            <CarouselPreview src={image} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Título" withAsterisk description="Texto alternativo da imagem no aplicativo" {...form.register('title')} error={errors.title?.message} />
            <Controller
              control={form.control}
              name="position"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Posição"
                  description="Ordem no carrossel: a menor posição aparece primeiro"
                  withAsterisk
                  min={0}
                  max={999}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="event_id"
              render={({ field, fieldState }) => (
                <EventSelect value={field.value} onChange={field.onChange} known={knownEvent} error={fieldState.error?.message} description="Ao tocar no banner, o aplicativo abre este evento" />
              )}
            />
            <TextInput label="Link" placeholder="https://… ou /caminho" description="Usado quando não há evento vinculado" {...form.register('link_url')} error={errors.link_url?.message} />
            <Controller
              control={form.control}
              name="starts_on"
              render={({ field, fieldState }) => <DateInput label="Exibir a partir de" value={field.value} onChange={field.onChange} error={fieldState.error?.message} clearable />}
            />
            <Controller
              control={form.control}
              name="ends_on"
              render={({ field, fieldState }) => <DateInput label="Exibir até" value={field.value} onChange={field.onChange} error={fieldState.error?.message} clearable />}
            />
            <StatusField control={form.control} name="status" />
          </SimpleGrid>
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
