import { isApiError } from '@storefront/shared/api-client';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useRef, useState } from 'react';
import { createCoupon } from '../../../api/create-coupon';
import { useMarketingTranslation } from '../../../i18n';
import { type BulkInput, bulkCouponPayload } from '../utils/bulk-coupons';

export interface BulkProgress {
  /** Coupons sent so far, created or not. */
  done: number;
  total: number;
}

/**
 * Spec 7: one POST per coupon, one after the other; a failed one is counted out and the run
 * goes on. Spec 8 says how many were created at the end.
 */
export function useBulkGenerator() {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/coupons');
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const running = useRef(false);

  const run = async (input: BulkInput) => {
    if (running.current) return;
    running.current = true;
    const total = Number(input.count);
    let created = 0;
    setProgress({ done: 0, total });
    try {
      const now = new Date();
      const describe = (code: string) => t('generator.defaultDescription', { code });
      for (let number = 1; number <= total; number += 1) {
        try {
          await createCoupon(bulkCouponPayload(input, number, now, describe));
          created += 1;
        } catch (error) {
          // Spec 8: a refused coupon is only counted out; anything else stops the run.
          if (!isApiError(error)) throw error;
        }
        setProgress({ done: number, total });
      }
      notify(
        created === total ? 'success' : 'warning',
        // Russian keeps spec 8's one wording; English says 'coupon' for one.
        t('generator.done', { n: created, count: total }),
      );
    } catch {
      notify('error', t('generator.failed'));
    } finally {
      running.current = false;
      setProgress(null);
      void revalidate();
    }
  };

  return { progress, running: progress !== null, run };
}
