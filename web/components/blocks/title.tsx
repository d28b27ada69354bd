import { Heading } from '../Heading';
import type { BlockProps } from './types';

export function TitleBlock({ block, headingLevel }: BlockProps) {
  const { text } = block.data;
  return text ? (
    <Heading level={headingLevel} className="block-title">
      {text}
    </Heading>
  ) : null;
}
