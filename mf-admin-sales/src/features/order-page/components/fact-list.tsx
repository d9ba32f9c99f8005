import { Box } from '@storefront/shared/mui/core';
import { Fragment, type ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * Terms and their values as a description list: two columns from a tablet up, each term above
 * its value on a phone, so nothing is wider than a 375 px screen.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        alignItems: 'baseline',
      }}
    >
      {facts.map((fact) => (
        <Fragment key={fact.term}>
          <Box
            component="dt"
            sx={{ color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } }}
          >
            {fact.term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
