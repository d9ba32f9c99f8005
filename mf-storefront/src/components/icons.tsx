import { createSvgIcon } from '@storefront/shared/mui/core';

// Material icon paths drawn through the shared MUI group (see mf-admin-catalog's icons: the
// per-icon modules of @mui/icons-material would bundle a second copy of MUI's styling code).

export const ImageIcon = createSvgIcon(
  <path d="M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2M8.5 13.5l2.5 3.01L14.5 12l4.5 6H5z" />,
  'Image',
);
