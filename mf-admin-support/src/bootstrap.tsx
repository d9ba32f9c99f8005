import { mountStandalone } from '@storefront/shared/ui/standalone-host';
import App from './remote-entry';

mountStandalone('mf-admin-support', App, '/admin');
