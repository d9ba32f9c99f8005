/**
 * MUI components of the back-office's data screens (tables, tabs, paging, toggles), as one
 * shared module loaded by the first admin screen that needs it. See `./core` for why MUI is
 * shared in groups.
 */

export type { TabsProps } from '@mui/material';
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Badge,
  Breadcrumbs,
  CardActions,
  Checkbox,
  Collapse,
  FormControlLabel,
  Grid,
  InputAdornment,
  LinearProgress,
  Pagination,
  Radio,
  RadioGroup,
  Skeleton,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
