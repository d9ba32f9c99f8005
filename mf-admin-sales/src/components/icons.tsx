import { createSvgIcon } from '@storefront/shared/mui/core';

// Material icon paths drawn through the shared MUI group: the per-icon modules of
// @mui/icons-material import '@mui/material/utils', which the federation does not share, and
// would bundle a second copy of MUI's styling code into this remote.

export const CopyIcon = createSvgIcon(
  <path d="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" />,
  'ContentCopy',
);
