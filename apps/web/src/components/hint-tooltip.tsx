// Hint's tooltip in its own chunk: Mantine's Tooltip and floating-ui load at the first hover, not with the page (decision 0105).
export { Tooltip as default } from '@mantine/core';
