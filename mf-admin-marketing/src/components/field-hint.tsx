import { IconButton } from '@storefront/shared/mui/core';
import { Tooltip } from '@storefront/shared/mui/overlays';
import { useMarketingTranslation } from '../i18n';
import { InfoOutlinedIcon } from './icons';

export interface FieldHintProps {
  /** The field the hint is about, for screen readers. */
  field: string;
  text: string;
  /** Beside a text field: level with the input, not with the input and its helper text. */
  besideInput?: boolean;
}

/** Spec 2.12: a field's hint, shown on hover (and on keyboard focus). */
export function FieldHint({ field, text, besideInput }: FieldHintProps) {
  const { t } = useMarketingTranslation();
  return (
    <Tooltip title={text} placement="top" arrow describeChild>
      <IconButton
        size="small"
        aria-label={t('common.hint', { field })}
        sx={besideInput ? { mt: 1.75 } : undefined}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
