import { apiRequest } from '@storefront/shared/api-client';
import type { TaskStats } from '@storefront/shared/contract/tasks';
import useSWR from 'swr';

const PATH = '/tasks/stats';

/** GET /tasks/stats: the tasks widget of spec 2.10. */
export function getTaskStats(): Promise<TaskStats> {
  return apiRequest<TaskStats>(PATH);
}

export function useTaskStats() {
  return useSWR(PATH, getTaskStats);
}
