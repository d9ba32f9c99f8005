import { Box, Container } from '@storefront/shared/mui/core';
import { Outlet } from '@storefront/shared/router';
import { AdminHomeRedirect } from '../features/guards/admin-home-redirect';
import { AccountLanguage } from '../features/language/account-language';
import { DocumentTitle } from '../features/language/document-title';
import { LanguageSwitch } from '../features/language/language-switch';
import { Header } from '../features/layout/header';
import { MobileMenu } from '../features/navigation/mobile-menu';
import { NavigationEffects } from '../features/navigation/navigation-effects';
import { SideList } from '../features/navigation/side-list';
import { SidePanel } from '../features/navigation/side-panel';
import { useMobileControlsVisible, useRoleMenu } from '../features/navigation/use-role-menu';
import { ThemeToggleButton } from '../features/theme-toggle/theme-toggle-button';
import { ThemeToggleItem } from '../features/theme-toggle/theme-toggle-item';

/**
 * The chrome around every page. The role decides the layout (spec 2.4): admins get the admin
 * side list, other signed-in users the customer one, guests none.
 */
export function ShellLayout() {
  const { role } = useRoleMenu();
  const showMobileControls = useMobileControlsVisible();
  return (
    <>
      <Header
        role={role}
        leading={<SidePanel showTrigger={showMobileControls} />}
        themeToggle={<ThemeToggleButton />}
        languageSwitch={<LanguageSwitch />}
        trailing={
          <MobileMenu
            showTrigger={showMobileControls}
            themeToggle={<ThemeToggleItem />}
            languageSwitch={<LanguageSwitch />}
          />
        }
      />
      <Box sx={{ display: 'flex' }}>
        <SideList />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, py: { xs: 2, md: 4 } }}>
          <Container maxWidth="lg">
            <Outlet />
          </Container>
        </Box>
      </Box>
      <NavigationEffects />
      <AccountLanguage />
      <DocumentTitle />
      <AdminHomeRedirect />
    </>
  );
}
