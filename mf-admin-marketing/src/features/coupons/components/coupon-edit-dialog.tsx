import type { Coupon } from '@storefront/shared/contract/coupons';
import { formatNumber } from '@storefront/shared/format/number';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { DiscountFields } from '../../../components/coupon-fields/discount-fields';
import {
  BasicFields,
  type FieldGroupProps,
  LimitsFields,
  ValidityFields,
} from '../../../components/coupon-fields/field-groups';
import { FlagFields } from '../../../components/coupon-fields/flag-fields';
import { useMarketingTranslation } from '../../../i18n';
import { useCouponEdit } from '../hooks/use-coupon-edit';
import { isCouponUsed } from '../utils/coupon-edit';
import { CouponCodeField } from './coupon-code-field';

export interface CouponEditDialogProps {
  coupon: Coupon;
  onClose: () => void;
}

/**
 * 'Изменить' of a coupon: the wizard's fields in one dialog, the code shown read-only. A used
 * coupon keeps its discount (the fields say why) and its total limit cannot go below its uses.
 * Closing drops what was typed without asking: the dialog is the whole edit.
 */
export function CouponEditDialog({ coupon, onClose }: CouponEditDialogProps) {
  const { t } = useMarketingTranslation();
  const edit = useCouponEdit(coupon, onClose);
  const used = isCouponUsed(coupon);
  const fields = { values: edit.values, errors: edit.errors, setField: edit.setField };
  const noLimit = t('coupons.edit.noLimit');
  const limits: FieldGroupProps['tuning'] = {
    usage_limit: {
      helper: used
        ? t('coupons.edit.usedMinimum', { used: formatNumber(coupon.current_usage_count) })
        : noLimit,
    },
    usage_limit_per_user: { helper: noLimit },
  };
  return (
    <FormDialog
      open
      title={t('coupons.edit.title', { code: coupon.code })}
      refusal={edit.refusal}
      onSubmit={edit.submit}
      onClose={() => {
        if (!edit.submitting) onClose();
      }}
      submitLabel={t('coupons.edit.save')}
      busy={edit.submitting}
      maxWidth="sm"
    >
      <CouponCodeField code={coupon.code} />
      <BasicFields {...fields} tuning={{ name: { hint: t('coupons.edit.nameHint') } }} />
      <DiscountFields {...fields} locked={used ? t('coupons.edit.locked') : undefined} />
      <LimitsFields {...fields} tuning={limits} />
      <ValidityFields {...fields} />
      <FlagFields {...fields} />
    </FormDialog>
  );
}
