import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {publishedReferencePath} from '@site/src/data/reference';

export interface ReferenceDownloadProps {
  /** Path under reference/, e.g. rest/pools.openapi.yaml; the reference plugin publishes it. */
  file: string;
}

/** A download link to a published reference file (a plain link: it is a file, not a page). */
export default function ReferenceDownload({file}: ReferenceDownloadProps): ReactNode {
  const href = useBaseUrl(`/${publishedReferencePath}/${file}`);
  const name = file.split('/').pop();
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a page
    <a href={href} download={name} data-reference-file={file}>
      <code>{name}</code>
    </a>
  );
}
