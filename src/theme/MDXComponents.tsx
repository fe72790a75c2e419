import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import HttpEndpoint from '@site/src/components/HttpEndpoint';
import ApiExplorer from '@site/src/components/ApiExplorer';
import GraphqlRun from '@site/src/components/GraphqlRun';
import ReferenceDownload from '@site/src/components/ReferenceDownload';
import AnchorTarget from '@site/src/components/AnchorTarget';
import TaskListCheckbox from '@site/src/components/TaskListCheckbox';
import {FramedTable} from '@site/src/components/TableFrame';
import type {ComponentType} from 'react';
import type {ScopedComponent} from '@site/plugins/support/generatedComponents';

// Wrapped so the Markdown that plugins/reference generates can use its components without imports (`satisfies`
// fails the type check when one is missing), so every table sits in its frame, and so task-list checkboxes get a
// name.
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
  table: FramedTable,
} satisfies Record<ScopedComponent, ComponentType<never>> & Record<string, unknown>;
