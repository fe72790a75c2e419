import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMetadata from '@site/src/components/SocialCardMetadata';

type Props = WrapperProps<typeof MetadataType>;

/** Wrapped so every doc shares its own social card instead of the site's default one. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMetadata permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
