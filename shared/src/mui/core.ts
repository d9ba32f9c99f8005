/**
 * The MUI components every first load needs, as ONE federation-shared module.
 *
 * A shared module is not tree-shaken, so sharing all of @mui/material would ship ~150 KB gzip
 * to every visitor; not sharing it at all makes each remote carry its own copy of MUI's style
 * engine and common components. This module is the middle: the shell loads it with its chrome,
 * and the remotes use the shell's instance instead of downloading their own. Heavier, rarer
 * components live in `./overlays` and `./data`, loaded the first time a screen needs them.
 * Client code imports MUI values only through these modules (lint-enforced).
 */

export type {
  AlertColor,
  ButtonProps,
  ChipProps,
  SvgIconProps,
  SxProps,
  Theme,
} from '@mui/material';
export {
  Alert,
  AlertTitle,
  AppBar,
  alpha,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  CssBaseline,
  createSvgIcon,
  createTheme,
  Divider,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  NativeSelect,
  OutlinedInput,
  Paper,
  Stack,
  styled,
  ThemeProvider,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
