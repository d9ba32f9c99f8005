import { createSvgIcon } from '@storefront/shared/mui/core';

// Material icon paths drawn through the shared MUI group: the per-icon modules of
// @mui/icons-material import '@mui/material/utils', which the federation does not share, and
// would bundle a second copy of MUI's styling code into this remote.

export const PersonRemoveIcon = createSvgIcon(
  <path d="M14 8c0-2.21-1.79-4-4-4S6 5.79 6 8s1.79 4 4 4 4-1.79 4-4m3 2v2h6v-2zM2 18v2h16v-2c0-2.66-5.33-4-8-4s-8 1.34-8 4" />,
  'PersonRemove',
);
