import { BANNER_MSG, CAMPAIGN_MSG } from '@backoffice/contract/constants';
import type { Banner, BannerBody, BannerUpdateBody, Campaign, CampaignBody, CampaignDetail, CampaignUpdateBody, PlatformSettings, SettingsBody } from '@backoffice/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { defineResource, useLookupOptions, type Id } from '../../../lib/resource';

/** /v1/banners (§7 Banners). */
export const banners = defineResource<Banner>('banners', { deleted: BANNER_MSG.deleted, enabled: BANNER_MSG.enabled, disabled: BANNER_MSG.disabled });
export const createBanner = (body: BannerBody) => api.post<Banner>(`${banners.path}/`, body);
export const updateBanner = (id: Id, body: BannerUpdateBody) => api.put<Banner>(banners.url(id), body);

/** GET /v2/campaigns, /v2/campaigns/{id}; writes on /v1/campaigns (§7 Campaigns). */
export const campaigns = defineResource<CampaignDetail>('campaigns');
export const createCampaign = (body: CampaignBody) => api.post<Campaign>('/v1/campaigns/', body);
export const updateCampaign = (id: Id, body: CampaignUpdateBody) => api.put<Campaign>(`/v1/campaigns/${id}`, body);

/** The single settings record. */
export const settings = defineResource<PlatformSettings>('settings');
export const updateSettings = (body: SettingsBody) => api.put<PlatformSettings>(settings.url(1), body);

export type EventOption = { id: number; name: string; event_date?: string | null };

/** Event search for the banner and campaign forms: GET /v1/events?query=…&per_page=60 (§9), past and future. */
export function useEventSearch(query: string) {
  return useQuery({
    queryKey: ['events', 'picker', 'marketing', query],
    queryFn: ({ signal }) => api.list<EventOption>('/v1/events', { query: query || undefined, per_page: 60, time: 'all', order: '-event_date' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const useEventTypeOptions = () => useLookupOptions('/v1/event_types');

/** PUT /v1/campaigns/{id} with `finished`: ends (true) or reactivates (false) a campaign, with its §8 message. */
export function useFinishCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, finished, lock_version }: { id: number; finished: boolean; lock_version: number }) => updateCampaign(id, { finished, lock_version }),
    onSuccess: async (_c, { finished }) => {
      notifySuccess(finished ? CAMPAIGN_MSG.finished : CAMPAIGN_MSG.activated);
      await queryClient.invalidateQueries({ queryKey: campaigns.keys.all });
    },
  });
}
