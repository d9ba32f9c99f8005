import { BULK_COUPON_LIMITS, type CouponType } from '@storefront/shared/dto/marketing';
import { Alert, Button, FormControl, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { FormControlLabel, Radio, RadioGroup } from '@storefront/shared/mui/data';
import { TextInput } from '@storefront/shared/ui/text-input';
import { type FormEvent, useState } from 'react';
import { useBulkGenerator } from '../hooks/use-bulk-generator';
import { BULK_DEFAULTS, type BulkInput, bulkProblem } from '../utils/bulk-coupons';
import { BulkProgress } from './bulk-progress';

/** Spec 2.12 'Генерация': many single-use coupons PREFIX001, PREFIX002, ... in one go. */
export function CouponBulkGenerator() {
  const [input, setInput] = useState<BulkInput>(BULK_DEFAULTS);
  const [problem, setProblem] = useState<string | null>(null);
  const generator = useBulkGenerator();
  const set = (field: keyof BulkInput, value: string) => {
    setProblem(null);
    // Spec 5: the prefix is uppercased.
    setInput({ ...input, [field]: field === 'prefix' ? value.toUpperCase() : value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bulkProblem(input);
    setProblem(found);
    if (!found) void generator.run(input);
  };
  const busy = generator.running;
  const percentage = input.coupon_type === 'percentage';
  return (
    <Paper
      component="form"
      aria-label="Генерация купонов"
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {`Одноразовые купоны с кодами из префикса и номера (SALE001, SALE002...): от ${BULK_COUPON_LIMITS.countMin} до ${BULK_COUPON_LIMITS.countMax} за раз.`}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            name="count"
            label="Количество"
            type="number"
            value={input.count}
            onChange={(e) => set('count', e.target.value)}
            disabled={busy}
            fullWidth
          />
          <TextInput
            name="prefix"
            label="Префикс"
            value={input.prefix}
            onChange={(e) => set('prefix', e.target.value)}
            disabled={busy}
            autoComplete="off"
            fullWidth
          />
        </Stack>
        <TextInput
          name="description"
          label="Описание"
          value={input.description}
          onChange={(e) => set('description', e.target.value)}
          helperText="Необязательно; по умолчанию «Купон КОД»"
          disabled={busy}
          fullWidth
        />
        <FormControl component="fieldset" disabled={busy}>
          <RadioGroup
            row
            aria-label="Тип скидки"
            name="coupon_type"
            value={input.coupon_type}
            onChange={(e) => set('coupon_type', e.target.value as CouponType)}
          >
            <FormControlLabel value="percentage" control={<Radio />} label="Процент" />
            <FormControlLabel value="fixed" control={<Radio />} label="Фиксированная сумма" />
          </RadioGroup>
        </FormControl>
        <TextInput
          name="discount_value"
          label={percentage ? 'Размер скидки, %' : 'Размер скидки, ₽'}
          type="number"
          value={input.discount_value}
          onChange={(e) => set('discount_value', e.target.value)}
          disabled={busy}
          fullWidth
        />
        {generator.progress && <BulkProgress {...generator.progress} />}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={busy}>
            Сгенерировать
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
