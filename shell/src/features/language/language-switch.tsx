import { LANGUAGES } from '@storefront/shared/i18n/language';
import { Box, Button } from '@storefront/shared/mui/core';
import { useShellTranslation } from '../../i18n';
import { useLanguageChoice } from './use-language-choice';

const SHORT_NAMES = { ru: 'RU', en: 'EN' } as const;
const FULL_NAMES = { ru: 'language.ru', en: 'language.en' } as const;

/**
 * RU / EN, in the header and in the narrow-screen menu: two toggle buttons, the current one
 * pressed. Plain buttons rather than MUI's ToggleButtonGroup, which every first load would pay for.
 */
export function LanguageSwitch() {
  const { t } = useShellTranslation();
  const { language, choose } = useLanguageChoice();
  return (
    <Box role="group" aria-label={t('language.switchLabel')} sx={{ display: 'flex', gap: 0.25 }}>
      {LANGUAGES.map((option) => {
        const current = option === language;
        return (
          <Button
            key={option}
            size="small"
            lang={option}
            aria-label={t(FULL_NAMES[option])}
            aria-pressed={current}
            color={current ? 'primary' : 'inherit'}
            variant={current ? 'outlined' : 'text'}
            onClick={() => choose(option)}
            sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
          >
            {SHORT_NAMES[option]}
          </Button>
        );
      })}
    </Box>
  );
}
