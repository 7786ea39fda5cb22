// Reordering a family's records by dragging (issue 21, WCAG 2.5.7): a pointer (mouse, touch, pen)
// drags a row by its handle; the Move up/down buttons beside it stay the way to do it with the
// keyboard or a single tap. A drop makes the same one `move` the buttons make.
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import content from './content.module.css';

// Rows move up and down only.
const vertically: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface DragReorderProps {
  /** The rows' ids, in display order. */
  ids: string[];
  /** The row's name, as the announcements say it. */
  titleOf: (id: string) => string;
  /** A row dropped at another row's place. */
  onMove: (id: string, toIndex: number) => void;
  children: ReactNode;
}

/**
 * The rows inside can be dragged by their handle. Screen readers hear the drag in the officer's
 * language; the drop's outcome is the page's own notice, once the server has answered.
 */
export function DragReorder({ ids, titleOf, onMove, children }: DragReorderProps) {
  const intl = useIntl();
  const f = intl.formatMessage;
  // A few pixels' travel before a drag starts, so a tap on the handle is not a drag.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertically]}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: f({ id: 'staff.content.drag.instructions' }) },
        announcements: {
          onDragStart: ({ active }) => f({ id: 'staff.content.drag.picked' }, { title: titleOf(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over ? f({ id: 'staff.content.drag.over' }, { title: titleOf(String(active.id)), position: position(over.id), count: ids.length }) : undefined,
          // The page says where it went once the server has moved it.
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => f({ id: 'staff.content.drag.cancelled' }, { title: titleOf(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A table row that can be dragged by the handle it hands its cells. The handle is for pointers
 * only (hidden from assistive technology, out of the tab order): the buttons are the keyboard's way.
 */
export function SortableRow({ id, children }: { id: string; children: (handle: ReactNode) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <span ref={setActivatorNodeRef} className={content.dragHandle} aria-hidden="true" data-testid="drag-handle" {...listeners}>
      ⠿
    </span>
  );
  return (
    <tr ref={setNodeRef} className={isDragging ? content.dragging : undefined} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {children(handle)}
    </tr>
  );
}
