import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {webhookAvailabilityTable} from './tables';

/** Which webhook events are delivered today, and where. */
export default function WebhookAvailability(): ReactNode {
  return <ConventionTable table={webhookAvailabilityTable()} />;
}
