import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { formatRoubles } from '@storefront/shared/format/number';
import { TOPUP_LIMITS } from '@storefront/shared/limits';
import { Stack } from '@storefront/shared/mui/core';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { TextArea } from '@storefront/shared/ui/text-area';
import { TextInput } from '@storefront/shared/ui/text-input';
import type { ChangeEvent } from 'react';
import { type Translate, useAdminUsersTranslation } from '../../../i18n';
import { useSaveSettings } from '../hooks/use-save-settings';
import { FIELD_LABELS, type SettingsValues, TIME_ZONES } from '../utils/settings-values';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/** The zones offered, each named in the language shown, with the saved one kept. */
function zoneOptions(saved: string, t: Translate) {
  const zones: string[] = [...TIME_ZONES];
  if (!zones.includes(saved)) zones.unshift(saved);
  return zones.map((zone) => ({
    value: zone,
    label: t(`settings.zones.${zone.replace('/', '_')}`, { defaultValue: zone }),
  }));
}

/**
 * shop-spec 2.4: the shop's name, contacts, rules, top-up limits, time zone and low-stock
 * threshold, saved at once.
 */
export function SettingsForm({ loaded }: { loaded: ShopSettings }) {
  const { t } = useAdminUsersTranslation();
  const form = useSaveSettings(loaded);
  // Unsaved settings ask before any way out: the menu, Back, a reload (issue 23).
  const leaveDialog = useLeaveGuard(form.dirty);
  const field = (name: keyof SettingsValues, hint?: string) => ({
    name,
    label: t(FIELD_LABELS[name]),
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setField(name, event.target.value),
    error: Boolean(form.errors[name]),
    helperText: form.errors[name] ?? hint,
    autoComplete: 'off',
    fullWidth: true,
  });
  const range = {
    min: formatRoubles(TOPUP_LIMITS.min, true),
    max: formatRoubles(TOPUP_LIMITS.max, true),
  };
  return (
    <Stack
      component="form"
      noValidate
      ref={form.formRef}
      onSubmit={form.submit}
      spacing={3}
      sx={{ maxWidth: 720 }}
    >
      <SettingsSection title={t('settings.sections.shop')}>
        <TextInput {...field('shop_name', t('settings.hints.shopName'))} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.sections.contacts')}
        description={t('settings.hints.contacts')}
      >
        <TextInput {...field('phone')} />
        <TextInput {...field('email')} type="email" />
        <TextInput {...field('address')} />
        <TextInput {...field('working_hours', t('settings.hints.workingHours'))} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.rules')}>
        <TextArea {...field('rules', t('settings.hints.rules'))} minRows={6} maxRows={20} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.sections.topup')}
        description={t('settings.hints.topup', range)}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...field('topup_min', t('settings.hints.amount'))} />
          <TextInput {...field('topup_max', t('settings.hints.amount'))} />
        </Stack>
      </SettingsSection>
      <SettingsSection
        title={t('settings.sections.timeZone')}
        description={t('settings.hints.timeZone')}
      >
        <SelectField
          name="time_zone"
          label={t(FIELD_LABELS.time_zone)}
          value={form.values.time_zone}
          options={zoneOptions(form.values.time_zone, t)}
          onChange={(value) => form.setField('time_zone', value)}
          fullWidth
        />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.stock')}>
        <TextInput
          {...field('low_stock_threshold', t('settings.hints.lowStock'))}
          inputMode="numeric"
        />
      </SettingsSection>
      <SaveBar saving={form.saving} dirty={form.dirty} refusal={form.refusal} />
      {leaveDialog}
    </Stack>
  );
}
