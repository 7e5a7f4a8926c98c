import type { ReactNode } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { Button } from '../../ui';

export interface DiagramViewportProps {
  title: string;
  /** The laid-out diagram's size: the frame takes its proportions, so fitting it fits its width. */
  width: number;
  height: number;
  /** Buttons after the view's own (the exports). */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * A diagram fitted to the page's width, moved and zoomed by mouse, touch and keyboard (issue 21: diagrams thousands
 * of pixels wide sat clipped in a box with no zoom). The frame is a focusable, labelled region, so a keyboard user
 * reaches it and the arrow keys and + / − work there.
 */
export function DiagramViewport({ title, width, height, tools, children }: DiagramViewportProps) {
  return (
    <div className="machine-viewport">
      <TransformWrapper
        minScale={0.05}
        maxScale={4}
        fitOnInit="contain"
        centerOnInit
        limitToBounds={false}
        doubleClick={{ disabled: true }}
        keyboard={{ disabled: false, panStep: 60, zoomStep: 0.2 }}
        wheel={{ step: 0.15 }}
      >
        {({ zoomIn, zoomOut, fitToView }) => (
          <>
            <div className="machine-viewport__tools" role="toolbar" aria-label={words.viewToolbar}>
              <Button variant="secondary" onPress={() => void zoomIn()}>
                {words.zoomIn}
              </Button>
              <Button variant="secondary" onPress={() => void zoomOut()}>
                {words.zoomOut}
              </Button>
              <Button variant="secondary" onPress={() => void fitToView()}>
                {words.fitToWidth}
              </Button>
              {tools}
            </div>
            <TransformComponent
              wrapperClass="machine-viewport__frame"
              wrapperStyle={{ aspectRatio: `${Math.max(width, 1)} / ${Math.max(height, 1)}` }}
              wrapperProps={{ tabIndex: 0, role: 'region', 'aria-label': words.viewportLabel(title) }}
            >
              {children}
            </TransformComponent>
          </>
        )}
      </TransformWrapper>
    </div>
  );
}
