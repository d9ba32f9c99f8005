import type { Discount } from '@storefront/shared/contract/discounts';
import { DISCOUNT_LIMITS } from '@storefront/shared/limits';
import { FormControlLabel, Switch } from '@storefront/shared/mui/data';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useMarketingTranslation } from '../../../i18n';
import { useDiscountForm } from '../hooks/use-discount-form';
import { CityField } from './city-field';
import { PeriodFields } from './period-fields';
import { ProductPicker } from './product-picker';
import { ValueFields } from './value-fields';

export interface DiscountDialogProps {
  /** null: a new discount. */
  discount: Discount | null;
  onClose: () => void;
}

/** Create or edit a discount; the server's refusal shows above the fields, which keep their text. */
export function DiscountDialog({ discount, onClose }: DiscountDialogProps) {
  const { t } = useMarketingTranslation();
  const editor = useDiscountForm(discount, onClose);
  const { form, errors, submitting, setField } = editor;
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <FormDialog
      open
      title={t(discount ? 'discounts.form.editTitle' : 'discounts.form.createTitle')}
      refusal={editor.refusal}
      onSubmit={editor.submit}
      onClose={close}
      submitLabel={t(discount ? 'discounts.form.save' : 'discounts.form.create')}
      busy={submitting}
      maxWidth="sm"
    >
      <TextInput
        name="name"
        label={t('common.name')}
        value={form.name}
        onChange={(event) => setField('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={
          errors.name &&
          t(errors.name, { min: DISCOUNT_LIMITS.nameMin, max: DISCOUNT_LIMITS.nameMax })
        }
        disabled={submitting}
        required
        autoFocus
        autoComplete="off"
        fullWidth
      />
      <ValueFields
        kind={form.discount_type}
        value={form.value}
        onKind={(kind) => setField('discount_type', kind)}
        onValue={(value) => setField('value', value)}
        error={errors.value}
        disabled={submitting}
      />
      <ProductPicker
        allProducts={form.allProducts}
        products={form.products}
        onAllProducts={(all) => setField('allProducts', all)}
        onProducts={(products) => setField('products', products)}
        error={errors.products && t(errors.products)}
        disabled={submitting}
      />
      <CityField
        value={form.cityId}
        current={discount?.city ?? null}
        onChange={(cityId) => setField('cityId', cityId)}
        disabled={submitting}
      />
      <PeriodFields
        validFrom={form.validFrom}
        validUntil={form.validUntil}
        onFrom={(day) => setField('validFrom', day)}
        onUntil={(day) => setField('validUntil', day)}
        error={errors.period && t(errors.period)}
      />
      <FormControlLabel
        label={t('discounts.form.isActive')}
        control={
          <Switch
            name="is_active"
            checked={form.is_active}
            onChange={(event) => setField('is_active', event.target.checked)}
            disabled={submitting}
          />
        }
      />
    </FormDialog>
  );
}
