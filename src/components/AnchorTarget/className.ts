/**
 * The class of a link target that is not a heading (AnchorTarget, and the same span in tables made HTML at build
 * time): src/css/custom.css stops a jump to it below the navbar.
 */
export const anchorTargetClass = 'anchor-target';
