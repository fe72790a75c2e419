import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import HttpEndpoint from '@site/src/components/HttpEndpoint';
import ApiExplorer from '@site/src/components/ApiExplorer';
import GraphqlRun from '@site/src/components/GraphqlRun';
import ReferenceDownload from '@site/src/components/ReferenceDownload';
import AnchorTarget from '@site/src/components/AnchorTarget';
import TaskListCheckbox from '@site/src/components/TaskListCheckbox';
import StaticTable from '@site/src/components/StaticTable';
import StaticHtml from '@site/src/components/StaticHtml';
import StaticHeading from '@site/src/components/StaticHeading';
import type {ComponentType} from 'react';
import type {GeneratedComponent} from '@site/plugins/support/generatedComponents';

// Wrapped so the Markdown that plugins/reference and plugins/static-tables generate can use their components
// without imports (`satisfies` fails the type check when one is missing), and so task-list
// checkboxes get a name.
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  HttpEndpoint,
  ApiExplorer,
  GraphqlRun,
  ReferenceDownload,
  AnchorTarget,
  input: TaskListCheckbox,
  table: StaticTable,
  StaticTable,
  StaticHtml,
  StaticHeading,
} satisfies Record<GeneratedComponent, ComponentType<never>> & Record<string, unknown>;
