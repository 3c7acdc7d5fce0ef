//! The network in floating point while it trains: the forward pass, the gradient of the squared
//! error of win probabilities, Adam, and the rounding to the engine's integer weights.

use super::data::{sigmoid, Positions};
use chess_engine::eval::nnue::{
    output_bucket, KingBuckets, Network, NetworkParts, INPUTS, OUTPUT_BUCKETS, QA, QB,
};
use chess_engine::random::Random;

/// Every weight is clipped: the first layer's so the engine's i16 sums cannot overflow, the
/// output layer's so that, scaled by QB, they stay within the engine's `MAX_OUTPUT_WEIGHT`.
const CLIP: f32 = 1.98;

/// Weights, or their gradients, or Adam's moments: all the same shape.
#[derive(Clone)]
pub struct Parameters {
    pub hidden: usize,
    pub king_buckets: KingBuckets,
    /// A set of `INPUTS` rows for each king bucket.
    pub input_weights: Vec<f32>,
    pub input_biases: Vec<f32>,
    /// Each output bucket's weights (the mover's half, then the other side's), bucket by bucket.
    pub output_weights: Vec<f32>,
    pub output_biases: Vec<f32>,
}

impl Parameters {
    pub fn zeros(hidden: usize, king_buckets: KingBuckets) -> Parameters {
        Parameters {
            hidden,
            king_buckets,
            input_weights: vec![0.0; king_buckets.count() * INPUTS * hidden],
            input_biases: vec![0.0; hidden],
            output_weights: vec![0.0; OUTPUT_BUCKETS * 2 * hidden],
            output_biases: vec![0.0; OUTPUT_BUCKETS],
        }
    }

    /// Small random weights, scaled to each layer's inputs.
    pub fn random(hidden: usize, king_buckets: KingBuckets, random: &mut Random) -> Parameters {
        let mut parameters = Parameters::zeros(hidden, king_buckets);
        let mut uniform = |bound: f32| (random.next_f64() as f32 * 2.0 - 1.0) * bound;
        for w in &mut parameters.input_weights {
            *w = uniform(1.0 / (32.0f32).sqrt());
        }
        for w in &mut parameters.output_weights {
            *w = uniform(1.0 / (2.0 * hidden as f32).sqrt());
        }
        parameters
    }

    /// A shipped network's weights back at the trainer's scale, to go on training it.
    pub fn from_network(network: &Network) -> Parameters {
        let parts = network.to_parts();
        let scaled = |ws: &[i16], scale: i32| -> Vec<f32> {
            ws.iter().map(|&w| f32::from(w) / scale as f32).collect()
        };
        Parameters {
            hidden: parts.input_biases.len(),
            king_buckets: parts.king_buckets,
            input_weights: scaled(&parts.input_weights, QA),
            input_biases: scaled(&parts.input_biases, QA),
            output_weights: scaled(&parts.output_weights, QB),
            output_biases: parts
                .output_biases
                .iter()
                .map(|&b| b as f32 / (QA * QB) as f32)
                .collect(),
        }
    }

    /// The same function with `king_buckets`, a finer layout than the network's (one set of
    /// rows is split into halves, halves into quarters): each new set starts as a copy of the
    /// set its squares had, so the network scores as before until training tells them apart.
    pub fn with_king_buckets(mut self, king_buckets: KingBuckets) -> Parameters {
        let (old, new) = (self.king_buckets.squares(), king_buckets.squares());
        let set_length = INPUTS * self.hidden;
        let copied_set = |bucket: u8| {
            let squares = (0..64).filter(|&square| new[square] == bucket);
            let mut from = squares.map(|square| old[square]);
            let first = from.next().expect("every bucket has a square");
            assert!(
                from.all(|other| other == first),
                "kings= must split the starting network's king buckets, not redraw them"
            );
            usize::from(first)
        };
        self.input_weights = (0..king_buckets.count() as u8)
            .flat_map(|bucket| {
                let start = copied_set(bucket) * set_length;
                self.input_weights[start..start + set_length].to_vec()
            })
            .collect();
        self.king_buckets = king_buckets;
        self
    }

    /// Zeros of this shape: a gradient's start.
    pub fn zeros_like(&self) -> Parameters {
        Parameters::zeros(self.hidden, self.king_buckets)
    }

    fn slices_mut(&mut self) -> [&mut [f32]; 4] {
        [
            &mut self.input_weights,
            &mut self.input_biases,
            &mut self.output_weights,
            &mut self.output_biases,
        ]
    }

    fn slices(&self) -> [&[f32]; 4] {
        [
            &self.input_weights,
            &self.input_biases,
            &self.output_weights,
            &self.output_biases,
        ]
    }

    /// One output bucket's weights: the mover's half, then the other side's.
    fn output_layer(&self, bucket: usize) -> &[f32] {
        &self.output_weights[self.output_range(bucket)]
    }

    /// Where a bucket's weights lie in `output_weights`.
    fn output_range(&self, bucket: usize) -> std::ops::Range<usize> {
        bucket * 2 * self.hidden..(bucket + 1) * 2 * self.hidden
    }

    pub fn add(&mut self, other: &Parameters) {
        for (mine, theirs) in self.slices_mut().into_iter().zip(other.slices()) {
            for (a, b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
    }

    /// The engine's network: weights rounded at its scales.
    pub fn quantise(&self) -> Network {
        let round = |w: f32, scale: i32| (w * scale as f32).round() as i16;
        let round_all =
            |ws: &[f32], scale: i32| -> Vec<i16> { ws.iter().map(|&w| round(w, scale)).collect() };
        Network::from_network_parts(&NetworkParts {
            king_buckets: self.king_buckets,
            input_weights: round_all(&self.input_weights, QA),
            input_biases: round_all(&self.input_biases, QA),
            output_weights: round_all(&self.output_weights, QB),
            output_biases: self
                .output_biases
                .iter()
                .map(|&b| (b * (QA * QB) as f32).round() as i32)
                .collect(),
        })
    }
}

/// The input a piece sets from the other side's view, given the one from the mover's.
#[inline(always)]
pub fn flipped(input: usize) -> usize {
    ((input / 384) ^ 1) * 384 + ((input % 384) ^ 56)
}

/// The first-layer rows position `i`'s pieces light: the mover's, then the other side's, each
/// in its own king's bucket's set.
fn rows_of(data: &Positions, i: usize) -> impl Iterator<Item = [usize; 2]> + '_ {
    let [our_first, their_first] = data.first_rows[i].map(usize::from);
    data.inputs_of(i).iter().map(move |&input| {
        let input = usize::from(input);
        [our_first + input, their_first + flipped(input)]
    })
}

fn screlu(x: f32) -> f32 {
    let c = x.clamp(0.0, 1.0);
    c * c
}

/// Scratch space for one position's pass.
pub struct Scratch {
    ours: Vec<f32>,
    theirs: Vec<f32>,
}

impl Scratch {
    pub fn new(hidden: usize) -> Scratch {
        Scratch {
            ours: vec![0.0; hidden],
            theirs: vec![0.0; hidden],
        }
    }
}

/// The network's output (in units of `SCALE` centipawns) for position `i`.
pub fn forward(p: &Parameters, data: &Positions, i: usize, s: &mut Scratch) -> f32 {
    let h = p.hidden;
    s.ours.copy_from_slice(&p.input_biases);
    s.theirs.copy_from_slice(&p.input_biases);
    for [ours, theirs] in rows_of(data, i) {
        let ours = &p.input_weights[ours * h..(ours + 1) * h];
        let theirs = &p.input_weights[theirs * h..(theirs + 1) * h];
        for j in 0..h {
            s.ours[j] += ours[j];
            s.theirs[j] += theirs[j];
        }
    }
    let bucket = output_bucket(data.inputs_of(i).len());
    let (our_out, their_out) = p.output_layer(bucket).split_at(h);
    let mut output = p.output_biases[bucket];
    for j in 0..h {
        output += our_out[j] * screlu(s.ours[j]) + their_out[j] * screlu(s.theirs[j]);
    }
    output
}

/// Adds position `i`'s gradient of the loss to `g`; returns its loss.
pub fn backward(
    p: &Parameters,
    data: &Positions,
    i: usize,
    score_share: f32,
    g: &mut Parameters,
    s: &mut Scratch,
) -> f32 {
    let h = p.hidden;
    let predicted = sigmoid(forward(p, data, i, s));
    let error = predicted - data.target(i, score_share);
    let d_output = 2.0 * error * predicted * (1.0 - predicted);
    let bucket = output_bucket(data.inputs_of(i).len());
    g.output_biases[bucket] += d_output;
    let (our_out, their_out) = p.output_layer(bucket).split_at(h);
    // The bucket's gradients, a field apart from the input biases' updated alongside.
    let g_out = &mut g.output_weights[p.output_range(bucket)];
    let slope = |x: f32| if x > 0.0 && x < 1.0 { 2.0 * x } else { 0.0 };
    // From here on the scratch sums hold their gradients.
    for j in 0..h {
        g_out[j] += d_output * screlu(s.ours[j]);
        g_out[h + j] += d_output * screlu(s.theirs[j]);
        s.ours[j] = d_output * our_out[j] * slope(s.ours[j]);
        s.theirs[j] = d_output * their_out[j] * slope(s.theirs[j]);
        g.input_biases[j] += s.ours[j] + s.theirs[j];
    }
    for [ours, theirs] in rows_of(data, i) {
        let row = &mut g.input_weights[ours * h..(ours + 1) * h];
        for (gw, d) in row.iter_mut().zip(&s.ours) {
            *gw += d;
        }
        let row = &mut g.input_weights[theirs * h..(theirs + 1) * h];
        for (gw, d) in row.iter_mut().zip(&s.theirs) {
            *gw += d;
        }
    }
    error * error
}

/// Adam's state.
pub struct Adam {
    first: Parameters,
    second: Parameters,
    steps: i32,
}

impl Adam {
    pub fn new(shape: &Parameters) -> Adam {
        Adam {
            first: shape.zeros_like(),
            second: shape.zeros_like(),
            steps: 0,
        }
    }

    /// One step against the mean gradient `g` (summed over `batch` positions).
    pub fn step(&mut self, p: &mut Parameters, g: &Parameters, batch: usize, rate: f32) {
        const BETA1: f32 = 0.9;
        const BETA2: f32 = 0.999;
        self.steps += 1;
        let correction1 = 1.0 - BETA1.powi(self.steps);
        let correction2 = 1.0 - BETA2.powi(self.steps);
        let scale = 1.0 / batch as f32;
        let layers = p
            .slices_mut()
            .into_iter()
            .zip(g.slices())
            .zip(self.first.slices_mut())
            .zip(self.second.slices_mut());
        for (layer, (((weights, grads), first), second)) in layers.enumerate() {
            let clip = if layer < 3 { CLIP } else { f32::INFINITY };
            for k in 0..weights.len() {
                let grad = grads[k] * scale;
                first[k] = BETA1 * first[k] + (1.0 - BETA1) * grad;
                second[k] = BETA2 * second[k] + (1.0 - BETA2) * grad * grad;
                let step = (first[k] / correction1) / ((second[k] / correction2).sqrt() + 1e-8);
                weights[k] = (weights[k] - rate * step).clamp(-clip, clip);
            }
        }
    }
}
