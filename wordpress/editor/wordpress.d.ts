// The parts of WordPress's editor packages the block uses, as the editor's globals provide them
// (wp.blocks, wp.blockEditor, wp.components): scripts/wordpress.ts maps these imports to the globals.
declare module '@wordpress/blocks' {
  import type { ComponentType } from 'react';

  /** What the editor passes a block's edit component. */
  export interface BlockEditProps<A> {
    attributes: A;
    setAttributes(next: Partial<A>): void;
    isSelected: boolean;
  }
  /** Registers the client side of a block whose metadata the server registered from block.json. */
  export function registerBlockType<A>(
    name: string,
    settings: { edit: ComponentType<BlockEditProps<A>>; save(): null },
  ): unknown;
}

declare module '@wordpress/block-editor' {
  import type { ReactNode } from 'react';

  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
  export function InspectorControls(props: { children?: ReactNode }): ReactNode;
}

declare module '@wordpress/components' {
  import type { ReactNode } from 'react';

  export function PanelBody(props: { title?: string; initialOpen?: boolean; children?: ReactNode }): ReactNode;
  export function SelectControl(props: {
    label: string;
    value: string;
    options: Array<{ label: string; value: string }>;
    help?: string;
    onChange(value: string): void;
  }): ReactNode;
  export function TextControl(props: {
    label: string;
    value: string;
    placeholder?: string;
    type?: string;
    help?: string;
    onChange(value: string): void;
  }): ReactNode;
  export function Placeholder(props: { label: string; instructions?: string; children?: ReactNode }): ReactNode;
  export function Notice(props: { status: string; isDismissible?: boolean; children?: ReactNode }): ReactNode;
}
