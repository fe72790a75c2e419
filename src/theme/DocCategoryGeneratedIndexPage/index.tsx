import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import SocialCardMetadata from '@site/src/components/SocialCardMetadata';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** Wrapped so a category's index page shares its own social card, like the docs it lists. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {permalink, title} = props.categoryGeneratedIndex;
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCardMetadata permalink={permalink} title={title} />
    </>
  );
}
