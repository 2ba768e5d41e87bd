import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api, type QueryParams } from '../lib/api-client';
import { useCan } from '../lib/me';
import { notifyError } from '../lib/notify';
import { MSG, formatCount } from '@backoffice/contract/constants';
import { singularOf } from '../lib/singular';
import { TabTitle } from './TabTitle';

export type PageHeaderProps = {
  title: ReactNode;
  /** The browser tab's title when `title` is not plain text (a text title is used as it is). */
  documentTitle?: string;
  /** Back arrow target. */
  backTo?: string;
  /** Shows "N cadastros" under the title. */
  count?: number;
  countDescription?: string;
  /** Extra buttons, shown before the standard ones. */
  actions?: ReactNode;
  /** CSV download button (file name in Portuguese, e.g. 'eventos.csv'); shown only with permission export. */
  csv?: { path: string; filename: string; query?: QueryParams; label?: string };
  /** 'Importar números de peito' button; shown only with permission import_athlete_number_file. */
  onImportAthleteNumbers?: () => void;
  /** 'Cadastrar' target; shown only with permission create on the resource. */
  createTo?: string;
  /** Resource checked for the permission-gated buttons; defaults to the page's resource (§6). */
  resource?: string;
};

/** The shared page header (§2); it names the browser tab too. */
export function PageHeader(props: PageHeaderProps) {
  const { title, documentTitle, backTo, count, countDescription = 'cadastros', actions, csv, onImportAthleteNumbers, createTo, resource } = props;
  // A page that shows a count (passes `count`, undefined while it loads) keeps its line from the start: the table
  // below does not jump when the count arrives (issue 13 §1, CLS).
  const hasCountLine = 'count' in props;
  const canCreate = useCan('create', resource);
  const canImport = useCan('import_athlete_number_file', resource);
  // Every CSV export is behind `export` on the server: the button shows only to those it would answer.
  const canExport = useCan('export', resource);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!csv) return;
    setDownloading(true);
    try {
      await api.download(csv.path, csv.filename, csv.query);
    } catch (error) {
      notifyError(error, MSG.unexpected);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <TabTitle title={documentTitle ?? title} />
      <Group gap="sm" align="center" wrap="nowrap">
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" size="lg" aria-label="Voltar">
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Stack gap={0}>
          <Title order={2}>{title}</Title>
          {count !== undefined ? (
            <Text size="sm" c="dimmed" data-testid="page-count">
              {formatCount(count)} {count === 1 ? singularOf(countDescription) : countDescription}
            </Text>
          ) : (
            hasCountLine && (
              <Text size="sm" aria-hidden>
                {'\u00a0'}
              </Text>
            )
          )}
        </Stack>
      </Group>
      <Group gap="sm">
        {actions}
        {csv && canExport && (
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={download}>
            {csv.label ?? 'Exportar CSV'}
          </Button>
        )}
        {onImportAthleteNumbers && canImport && (
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onImportAthleteNumbers}>
            Importar números de peito
          </Button>
        )}
        {createTo && canCreate && (
          <Button component={Link} to={createTo} leftSection={<IconPlus size={16} />}>
            Cadastrar
          </Button>
        )}
      </Group>
    </Group>
  );
}
