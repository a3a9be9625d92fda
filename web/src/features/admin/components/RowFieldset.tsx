import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import styles from './RowFieldset.module.css';

interface RowFieldsetProps {
  /** What the row is, "Car 1": its fields read with it. */
  legend: string;
  /** The remove button's name, "Remove car 1". */
  removeLabel: string;
  onRemove: () => void;
  /** The row's fields, each in its grid column; the remove button takes the last one. */
  children: ReactNode;
}

/** One row of a form list (a fitment, an engine): a fieldset with its fields and a remove button. */
export function RowFieldset({ legend, removeLabel, onRemove, children }: RowFieldsetProps) {
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{legend}</legend>
      <Row gutter={12} align="bottom">
        {children}
        <Col xs={4} sm={2} lg={1}>
          <Form.Item>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={removeLabel}
              title={removeLabel}
              onClick={onRemove}
            />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}

/** The class of the actions under a form list (its add button), and of its empty note. */
export const rowListStyles = { actions: styles.actions, none: styles.none };
