//! What is drawn over the squares: the player's arrows and circles, and the engine's arrow (a
//! hint, or the analysis's best move), in one SVG the size of the board.

use super::geometry::centre;
use crate::state::decimal::fixed;
use crate::state::shapes::{Brush, Shape};
use chess_rules::{Color, Square};
use yew::prelude::*;

/// The shapes and the engine's arrow.
#[derive(Properties, PartialEq, Clone)]
pub struct OverlayProps {
    /// Which side is at the bottom.
    pub orientation: Color,
    /// The player's shapes.
    pub shapes: Vec<Shape>,
    /// The engine's arrow.
    pub arrow: Option<(Square, Square)>,
    /// The threat's arrow (the opponent's best move if it were their turn), in red.
    pub threat: Option<(Square, Square)>,
}

/// The threat arrow's colour: lichess's, a dark red apart from the red brush.
const THREAT_COLOUR: &str = "rgba(160, 20, 60, 0.75)";

fn colour(brush: Brush) -> &'static str {
    match brush {
        Brush::Green => "rgba(21, 120, 27, 0.8)",
        Brush::Red => "rgba(190, 30, 30, 0.8)",
        Brush::Blue => "rgba(0, 48, 136, 0.8)",
        Brush::Yellow => "rgba(230, 170, 0, 0.85)",
    }
}

/// An arrow from one square's centre towards another's, stopping short so the head sits on
/// the square.
fn arrow(orientation: Color, from: Square, to: Square, marker: &str) -> (String, [String; 4]) {
    let ((x1, y1), (x2, y2)) = (centre(orientation, from), centre(orientation, to));
    let length = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(0.01);
    let (x2, y2) = (x2 - (x2 - x1) / length * 0.3, y2 - (y2 - y1) / length * 0.3);
    (
        format!("url(#{marker})"),
        [x1, y1, x2, y2].map(|v| fixed(v, 3)),
    )
}

/// The layer.
#[function_component(Overlay)]
pub fn overlay(props: &OverlayProps) -> Html {
    let orientation = props.orientation;
    let markers = [Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow].map(|brush| {
        html! {
            <marker id={format!("head-{}", brush.name())} markerWidth="4" markerHeight="4" refX="2.05" refY="2" orient="auto">
                <path d="M0,0 V4 L3,2 Z" fill={colour(brush)} />
            </marker>
        }
    });
    let shapes = props.shapes.iter().map(|shape| match *shape {
        Shape::Arrow { from, to, brush } => {
            let (marker, [x1, y1, x2, y2]) = arrow(orientation, from, to, &format!("head-{}", brush.name()));
            html! {
                <line data-shape="arrow" data-from={from.to_string()} data-to={to.to_string()} data-brush={brush.name()}
                      x1={x1} y1={y1} x2={x2} y2={y2} stroke={colour(brush)} stroke-width="0.16"
                      stroke-linecap="round" marker-end={marker} />
            }
        }
        Shape::Circle { square, brush } => {
            let (x, y) = centre(orientation, square);
            html! {
                <circle data-shape="circle" data-square={square.to_string()} data-brush={brush.name()}
                        cx={fixed(x, 3)} cy={fixed(y, 3)} r="0.44" fill="none"
                        stroke={colour(brush)} stroke-width="0.07" />
            }
        }
    });
    let engine = props.arrow.map(|(from, to)| {
        let (marker, [x1, y1, x2, y2]) = arrow(orientation, from, to, "head-engine");
        html! {
            <g data-testid="hint-arrow" data-from={from.to_string()} data-to={to.to_string()}>
                <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="rgba(0, 90, 160, 0.65)" stroke-width="0.16"
                      stroke-linecap="round" marker-end={marker} />
            </g>
        }
    });
    let threat = props.threat.map(|(from, to)| {
        let (marker, [x1, y1, x2, y2]) = arrow(orientation, from, to, "head-threat");
        html! {
            <line data-shape="arrow" data-from={from.to_string()} data-to={to.to_string()} data-brush="threat"
                  x1={x1} y1={y1} x2={x2} y2={y2} stroke={THREAT_COLOUR} stroke-width="0.16"
                  stroke-linecap="round" marker-end={marker} />
        }
    });
    html! {
        <svg class="overlay" viewBox="0 0 8 8" aria-hidden="true" data-testid="shapes">
            <defs>
                { for markers }
                <marker id="head-engine" markerWidth="4" markerHeight="4" refX="2.05" refY="2" orient="auto">
                    <path d="M0,0 V4 L3,2 Z" fill="rgba(0, 90, 160, 0.75)" />
                </marker>
                <marker id="head-threat" markerWidth="4" markerHeight="4" refX="2.05" refY="2" orient="auto">
                    <path d="M0,0 V4 L3,2 Z" fill={THREAT_COLOUR} />
                </marker>
            </defs>
            { for shapes }
            { for engine }
            { for threat }
        </svg>
    }
}
