import { TRAINER_MSG } from '@backoffice/contract/constants';
import type { ActivityBody, ActivityOccurrence, BankAccount, FutureRevenue, TrainerActivity, TrainerBody, TrainerDetail, WalletResume, WithdrawDecisionBody, WithdrawRequest } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// the 409 toast alone: the form barrel would bring react-hook-form and zod to the trainers list
import { notifyConflict } from '../../../components/form/notify-conflict';
import { ApiError, api } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { defineResource, type Id } from '../../../lib/resource';

/** Trainers: list /v3/trainer/users, detail /v4/trainer/users/{id}, writes under /v2/trainer/users/{id}. */
export const trainers = defineResource<TrainerDetail>('trainers', {}, { path: '/v3/trainer/users' });
const detailPath = (id: Id) => `/v4/trainer/users/${id}`;
export const v2 = (id: Id, rest = '') => `/v2/trainer/users/${id}${rest}`;

export function useTrainer(id: Id | undefined) {
  return useQuery({
    queryKey: trainers.keys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<TrainerDetail>(detailPath(id!), undefined, signal),
    enabled: Boolean(id),
  });
}

export const updateTrainer = (id: Id, body: TrainerBody) => api.put<TrainerDetail>(v2(id), body);

/** PATCH …/status: the page shows the new status only once the server agreed (the detail is re-read). */
export function useTrainerStatus(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: TrainerDetail['status']) => api.patch<TrainerDetail>(v2(id, '/status'), { status }),
    // §8: a failed trainer status change is silent; the page keeps showing the status the server holds
    meta: { handlesErrors: true },
    onSuccess: async (data) => {
      qc.setQueryData(trainers.keys.detail(id), data);
      notifySuccess(TRAINER_MSG.statusChanged);
      await Promise.all([qc.invalidateQueries({ queryKey: trainers.keys.lists() }), qc.invalidateQueries({ queryKey: trainers.keys.history(id) })]);
    },
  });
}

/** Every money query of one trainer lives under this key (a decision invalidates it all). */
export const moneyKey = (id: Id) => ['trainers', 'money', String(id)] as const;
export const withdrawsKey = ['trainers', 'withdraws'] as const;

export function useResume(id: Id) {
  return useQuery({ queryKey: [...moneyKey(id), 'resume'], queryFn: ({ signal }) => api.get<WalletResume>(v2(id, '/balances/resume'), undefined, signal) });
}
export function useFutureRevenue(id: Id) {
  return useQuery({ queryKey: [...moneyKey(id), 'future'], queryFn: ({ signal }) => api.get<FutureRevenue>(v2(id, '/bank_account/future_revenue'), undefined, signal) });
}
export function useBankAccounts(id: Id) {
  return useQuery({ queryKey: [...moneyKey(id), 'bank_accounts'], queryFn: ({ signal }) => api.get<BankAccount[]>(v2(id, '/bank_accounts'), undefined, signal) });
}

const DECISION_MSG = { approved: TRAINER_MSG.withdrawApproved, denied: TRAINER_MSG.withdrawDenied, partially_denied: TRAINER_MSG.withdrawPartial } as const;

/** PATCH /v2/trainer/withdraws/{id}/status with the lock_version the row showed; refreshes the lists and balances. */
export function useWithdrawDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ w, body }: { w: WithdrawRequest; body: Omit<WithdrawDecisionBody, 'lock_version'> }) =>
      api.patch<WithdrawRequest>(`/v2/trainer/withdraws/${w.id}/status`, { ...body, lock_version: w.lock_version }),
    onSuccess: async (data) => {
      notifySuccess(DECISION_MSG[data.status as keyof typeof DECISION_MSG]);
      await Promise.all([qc.invalidateQueries({ queryKey: withdrawsKey }), qc.invalidateQueries({ queryKey: moneyKey(data.trainer_id) }), qc.invalidateQueries({ queryKey: trainers.keys.detail(data.trainer_id) })]);
    },
    meta: { handlesErrors: true },
    onError: async (error) => {
      // a stale page (409): the reload message with 'Recarregar'; the lists refresh meanwhile
      if (error instanceof ApiError && error.status === 409) notifyConflict(error, () => void qc.invalidateQueries({ queryKey: withdrawsKey }));
      else notifyError(error);
      await Promise.all([qc.invalidateQueries({ queryKey: withdrawsKey }), qc.invalidateQueries({ queryKey: ['trainers', 'money'] })]);
    },
  });
}

export const activityPath = (trainerId: Id, activityId: Id, rest = '') => v2(trainerId, `/activities/${activityId}${rest}`);
export const activitiesKey = ['trainers', 'activities'] as const;

export function useActivity(trainerId: Id | undefined, activityId: Id | undefined) {
  return useQuery({
    queryKey: [...activitiesKey, 'detail', String(activityId)],
    queryFn: ({ signal }) => api.get<TrainerActivity>(activityPath(trainerId!, activityId!), undefined, signal),
    enabled: Boolean(trainerId && activityId),
  });
}
/** One trainer's activities (the Atividades tab): the path names the trainer, so the key does too. */
export const trainerActivitiesKey = (trainerId: Id) => [...activitiesKey, 'trainer', String(trainerId)] as const;
/** Every cached list of an activity's class dates, whichever `deleted` it asked for: what a removal or restore refreshes. */
export const occurrencesKey = (activityId: Id) => [...activitiesKey, 'occurrences', String(activityId)] as const;

/** An activity's class dates: 'all' with the removed ones (its calendar), 'false' without (the date pickers). */
export function useOccurrences(trainerId: Id | undefined, activityId: Id | undefined, deleted: 'all' | 'false') {
  return useQuery({
    queryKey: [...occurrencesKey(activityId ?? ''), deleted],
    queryFn: ({ signal }) => api.get<ActivityOccurrence[]>(activityPath(trainerId!, activityId!, '/activity_occurrences'), { deleted }, signal),
    enabled: Boolean(trainerId && activityId),
  });
}
export const updateActivity = (trainerId: Id, activityId: Id, body: ActivityBody) => api.put<TrainerActivity>(activityPath(trainerId, activityId), body);
