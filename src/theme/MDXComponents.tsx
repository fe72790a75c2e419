import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import HttpEndpoint from '@site/src/components/HttpEndpoint';
import ReferenceDownload from '@site/src/components/ReferenceDownload';
import AnchorTarget from '@site/src/components/AnchorTarget';

// Wrapped so the Markdown that plugins/reference generates can use these without imports.
export default {...MDXComponents, Tabs, TabItem, HttpEndpoint, ReferenceDownload, AnchorTarget};
