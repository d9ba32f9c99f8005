/**
 * MUI's floating surfaces (dialogs, drawers, menus, snackbars, selects), as one shared module
 * loaded the first time a screen opens one: Modal, Popover, FocusTrap and the transitions they
 * bring are not part of any first load. See `./core` for why MUI is shared in groups.
 */

export type {
  DialogProps,
  DrawerProps,
  SelectChangeEvent,
  SnackbarCloseReason,
} from '@mui/material';
export {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Drawer,
  Menu,
  MenuItem,
  Popover,
  Select,
  Snackbar,
  Tooltip,
} from '@mui/material';
