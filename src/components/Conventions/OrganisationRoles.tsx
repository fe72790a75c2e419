import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {organisationRolesTable} from './tables';

/** The organisation roles, lowest first, and what each may do. */
export default function OrganisationRoles(): ReactNode {
  return <ConventionTable table={organisationRolesTable()} />;
}
