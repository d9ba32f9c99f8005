import { ACTIVITY_ACTIONS, type ActivityAction } from '@storefront/shared/activity';
import { activities } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { createActivitiesListing } from './activities-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    activitiesRepository: ActivitiesRepository;
  }
}

export interface NewActivity {
  userId: number | null;
  action: ActivityAction;
  /** Defaults to the action's standard Russian description. */
  description?: string;
  resourceType?: string | null;
  resourceId?: string | null;
  ipAddress: string | null;
  metadata?: Record<string, unknown>;
}

/** The event log the statistics and logs screens read: who, what, on what, from where. */
export function createActivitiesRepository(db: Db) {
  return {
    ...createActivitiesListing(db),

    /** Pass a transaction as `tx` to record the event atomically with the change it describes. */
    async record(activity: NewActivity, tx: Db = db): Promise<void> {
      await tx.insert(activities).values({
        userId: activity.userId,
        action: activity.action,
        description: activity.description ?? ACTIVITY_ACTIONS[activity.action].description,
        resourceType: activity.resourceType ?? null,
        resourceId: activity.resourceId ?? null,
        ipAddress: activity.ipAddress,
        metadataJson: activity.metadata ?? {},
      });
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;

export default repositoryPlugin('activitiesRepository', createActivitiesRepository);
