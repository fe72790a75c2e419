import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import SocialLinks from '@site/src/components/SocialLinks';

type Props = WrapperProps<typeof CopyrightType>;

/** Wrapped to add the social icon row (SPEC §2), which the classic footer config cannot express. */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <SocialLinks />
      <Copyright {...props} />
    </>
  );
}
