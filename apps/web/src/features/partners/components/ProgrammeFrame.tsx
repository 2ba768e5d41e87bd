import type { Partner } from '@backoffice/contract';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '../../../components/PageHeader';
import { PageError, PageLoader } from '../../../components/PageState';
import { usePartnerBySlug } from '../api/partners';

/** A programme page: loads the programme by its slug, then its header and panels (or why there is nothing). */
export function ProgrammeFrame({ slug, name, header, children }: { slug: string; name: string; header: (p: Partner | null) => Omit<PageHeaderProps, 'title'> & { title?: ReactNode }; children: (p: Partner) => ReactNode }) {
  const query = usePartnerBySlug(slug);
  const partner = query.data ?? null;
  const { title, ...rest } = header(partner);
  return (
    <Stack gap={0}>
      <PageHeader title={title ?? name} {...rest} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} />
      ) : partner ? (
        <Stack gap="lg">{children(partner)}</Stack>
      ) : (
        <Alert color="yellow" title="Programa não cadastrado">
          O programa {name} não está cadastrado ou foi excluído.
        </Alert>
      )}
    </Stack>
  );
}
