import { withStore } from '@staydesk/design-system/platform';
import { store } from './api';
import { InvoicePage } from './InvoicePage';

export default withStore(store, InvoicePage);
